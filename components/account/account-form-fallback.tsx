import { Skeleton } from 'antd';

/** Shown while the form waits for the address bar's query on the client. */
export function AccountFormFallback() {
  return <Skeleton active title={false} paragraph={{ rows: 6 }} />;
}
