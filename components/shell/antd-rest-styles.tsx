import '@/themes/antd/rest.css';

/** Renders nothing: loading this module brings the rest of antd's styles (themes/antd-css.ts). */
export default function AntdRestStyles() {
  return null;
}
