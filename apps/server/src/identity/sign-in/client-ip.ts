/** The header the Fastify adapter sets to the client's address (any incoming copy is dropped). */
export const CLIENT_IP_HEADER = 'x-wallet-client-ip'
/** The header the Fastify adapter sets to the server's id of the request, for audit rows written inside better-auth. */
export const SERVER_REQUEST_ID_HEADER = 'x-wallet-request-id'
