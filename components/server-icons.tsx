'use client';

// antd icons read a React context, so server components import them through this client file.
export {
  AppstoreOutlined,
  AuditOutlined,
  CheckCircleFilled,
  ClockCircleFilled,
  InfoCircleFilled,
  CustomerServiceOutlined,
  PhoneOutlined,
  SafetyCertificateOutlined,
  ShoppingOutlined,
} from '@ant-design/icons';
