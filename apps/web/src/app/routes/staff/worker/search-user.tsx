import { SearchUser } from '@/features/back-office/workers/components/search-user'

/** /dashboard/worker/search-user: find a customer by exact email and claim them. */
export default function SearchUserRoute() {
  return <SearchUser />
}
