import { UsersSection } from '../../features/admin/sections/users/users-section';

export default function UsersRoute() {
  return <UsersSection />;
}
