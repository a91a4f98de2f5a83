import { Outlet } from 'react-router-dom'

/** Placeholder: being built (issue 5). */
export default function AccountLayout() {
  return <Outlet />
}
