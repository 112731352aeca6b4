// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// Passes the ETH it is sent on to another address through an internal call: a transfer no block transaction shows.
contract Forwarder {
    function forward(address payable to) external payable {
        (bool ok, ) = to.call{value: msg.value}("");
        require(ok, "forward failed");
    }
}
