import type { ReactNode } from 'react';
import { WorkbenchLayout } from '@/components/workbench/workbench-layout';

export const dynamic = 'force-dynamic';

export default function SupplierWorkbenchLayout({ children }: { children: ReactNode }) {
  return <WorkbenchLayout side="supplier">{children}</WorkbenchLayout>;
}
