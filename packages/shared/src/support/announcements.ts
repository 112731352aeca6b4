import { z } from 'zod'
import { multiLine } from '../text.ts'

/** Announcements from a manager to their workers (part 2 §3–§5). */
export const ANNOUNCEMENT_MAX_LENGTH = 2000

export const Announcement = z.object({ id: z.string(), manager_id: z.string(), message: z.string(), created_at: z.string() })
export type Announcement = z.infer<typeof Announcement>
export const AnnouncementList = z.object({ announcements: z.array(Announcement) })
export type AnnouncementList = z.infer<typeof AnnouncementList>

export const CreateAnnouncementBody = z.object({
  message: multiLine(
    z
      .string({ error: 'Please enter a message.' })
      .trim()
      .min(1, 'Please enter a message.')
      .max(ANNOUNCEMENT_MAX_LENGTH, `An announcement can be at most ${ANNOUNCEMENT_MAX_LENGTH} characters long.`),
  ),
})
/** create_announcement: success or error. */
export const CreateAnnouncementAnswer = z.object({ success: z.literal(true), error: z.null(), announcement: Announcement })
