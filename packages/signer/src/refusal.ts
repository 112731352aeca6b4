/** Why the signer will not sign: the message is shown as it is, and nothing is written. */
export class Refusal extends Error {
  override name = 'Refusal'
}
