import { OpsConsole } from '@/components/ops/ops-console';

/** /ops: certification and selected-supplier approvals, for operator accounts only. */
export default function OpsPage() {
  return <OpsConsole />;
}
