import { AccessibilityStatement } from '../features/legal/components/accessibility-statement';

export default function AccessibilityRoute() {
  return <AccessibilityStatement />;
}
