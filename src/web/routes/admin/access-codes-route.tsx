import { AccessCodesSection } from '../../features/admin/sections/access-codes/access-codes-section';

export default function AccessCodesRoute() {
  return <AccessCodesSection />;
}
