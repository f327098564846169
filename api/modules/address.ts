import { defineApis, endpoint } from '../registry';
import type { Province } from '../types';

export interface ReceiveAddress {
  id?: number;
  name: string;
  phone: string;
  provinceId: number;
  province: string;
  cityId: number;
  city: string;
  address: string;
  isDefault?: boolean;
}

export const addressApi = defineApis('address', {
  /** 服务区域（省份及 citys） GET /v1/api/address/getServerArea */
  getServerArea: endpoint<void, Province[]>()('GET', '/v1/api/address/getServerArea'),
  /** 全部省市 GET /v1/api/address/findAll */
  addressFindAll: endpoint<void, Province[]>()('GET', '/v1/api/address/findAll'),
  /** 收货地址列表 POST /v1/api/receiveAddress/list */
  receiveAddressList: endpoint<Record<string, unknown> | undefined, ReceiveAddress[]>()(
    'POST',
    '/v1/api/receiveAddress/list',
  ),
  /** 保存收货地址 POST /v1/api/receiveAddress/save */
  receiveAddressSave: endpoint<ReceiveAddress, ReceiveAddress>()(
    'POST',
    '/v1/api/receiveAddress/save',
  ),
  /** 修改收货地址 POST /v1/api/receiveAddress/update */
  receiveAddressUpdate: endpoint<ReceiveAddress & { id: number }, ReceiveAddress>()(
    'POST',
    '/v1/api/receiveAddress/update',
  ),
  /** 删除收货地址 POST /v1/api/receiveAddress/delete/{id} */
  receiveAddressDelete: endpoint<void, null>()('POST', '/v1/api/receiveAddress/delete/{id}'),
  /** 设为默认收货地址 POST /v1/api/receiveAddress/setDefault/{id} */
  receiveAddressSetDefault: endpoint<void, null>()(
    'POST',
    '/v1/api/receiveAddress/setDefault/{id}',
  ),
});
