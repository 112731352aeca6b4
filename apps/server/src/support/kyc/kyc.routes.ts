import fastifyMultipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CustomerParams, StaffKycDetails } from '@wallet/shared/back-office/customers'
import { KYC_MAX_FILE_BYTES, KYC_MESSAGES, KycSubmitResponse } from '@wallet/shared/support/kyc'
import { describedAs, fileAnswer, filePart } from '../../lib/api-description.ts'
import { AppError } from '../../lib/errors.ts'
import { sendPrivateFile } from '../../lib/private-file.ts'

// Loose on purpose: a malformed link gets the same 404 as a forged or expired one.
const SignedLinkParams = z.object({ id: z.string().max(100) })
const SignedLinkQuery = z.object({ expires: z.string().max(20).optional(), sig: z.string().max(128).optional() })

/** The upload form of submit-kyc-data, read part by part by the service (for the description). */
const KycForm = z.object({
  basicDetails: z.string().describe('KycBasicDetails as JSON text: firstName, lastName, dob, country, city, postalCode, fullAddress'),
  identityDoc: filePart('The identity document: PNG, JPEG or PDF'),
  residenceDoc: filePart('The proof of residence: PNG, JPEG or PDF'),
})

export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kyc } = app.services
  // Multipart is parsed only inside this module; every other route keeps JSON only.
  await app.register(fastifyMultipart, {
    limits: { fileSize: KYC_MAX_FILE_BYTES, files: 2, fields: 4, fieldSize: 16 * 1024, parts: 6, headerPairs: 50 },
  })

  /** submit-kyc-data: multipart with basicDetails (JSON text), identityDoc and residenceDoc. */
  app.post(
    '/kyc',
    {
      schema: { response: { 201: KycSubmitResponse } },
      config: { limit: 'upload', swaggerTransform: describedAs({ consumes: ['multipart/form-data'], body: KycForm }) },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: KYC_MESSAGES.multipartRequired })
      await kyc.assertCanSubmit(req.actor.userId)
      return reply.code(201).send(await kyc.submit(req.actor.userId, req.parts()))
    },
  )

  /**
   * Staff open documents through short-lived links made by get-kyc-details: the signature and a staff session that
   * may view the document's owner are both required, and every opening is audited.
   */
  app.get(
    '/kyc/documents/:id',
    {
      schema: {
        params: SignedLinkParams,
        querystring: SignedLinkQuery,
        response: { 200: fileAnswer('The document as it was uploaded', ['image/png', 'image/jpeg', 'application/pdf']) },
      },
      config: { staffAction: kyc.actions.viewDocument, deniedError: 'PROFILE_ROLE_DENIED' },
    },
    async (req, reply) => {
      const doc = await kyc.openSignedDocument(req.actor, req.params.id, req.query.expires, req.query.sig)
      return sendPrivateFile(reply, doc)
    },
  )
}

/** get-kyc-details for staff: the submitted details and short-lived links to the documents. */
export const staffKycRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/customers/:customerId/kyc', { schema: { params: CustomerParams, response: { 200: StaffKycDetails } } }, (req) =>
    app.services.kyc.staffDetails(req.actor, req.params.customerId),
  )
}
