export const workerName = (w: { full_name: string | null; email: string }) => w.full_name ?? w.email
