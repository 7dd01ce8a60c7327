import { AuditLogSection } from '../../features/admin/sections/audit-log/audit-log-section';

export default function AuditLogRoute() {
  return <AuditLogSection />;
}
