import { OpsLoginPrompt } from '@/components/ops/ops-login-prompt';

/** /ops for a visitor (HTTP 401): the way to the login page, back here afterwards. */
export default function OpsUnauthorized() {
  return <OpsLoginPrompt />;
}
