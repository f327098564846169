/** A realm's ICP record number, linked to the MIIT filing lookup as the filing rules ask. */
export function IcpLink({ icp, className }: { icp: string; className?: string }) {
  return (
    <a
      className={className}
      href="https://beian.miit.gov.cn/"
      target="_blank"
      rel="noopener noreferrer"
    >
      {icp}
    </a>
  );
}
