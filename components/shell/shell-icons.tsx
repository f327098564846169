'use client';

// antd icons read a React context, so server components use them through this client boundary.
export {
  AppstoreOutlined,
  AuditOutlined,
  CustomerServiceOutlined,
  PhoneOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
