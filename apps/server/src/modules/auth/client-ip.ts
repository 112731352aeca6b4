/** The header the Fastify adapter sets to the client's address (any incoming copy is dropped). */
export const CLIENT_IP_HEADER = 'x-wallet-client-ip'
