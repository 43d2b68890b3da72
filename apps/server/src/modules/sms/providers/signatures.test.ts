// The adapters' signatures against what the providers publish.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { aliyunSignature } from './aliyun';
import { percentEncode } from './types';
import { yunpianText } from './yunpian';

test('阿里云: the signature of the SendSms example in Alibaba’s signing documentation', () => {
  // docs: 短信服务 > HTTP 协议及签名 (AccessKeySecret testSecret), a GET of these parameters.
  const params = {
    AccessKeyId: 'testId',
    Action: 'SendSms',
    Format: 'XML',
    OutId: '123',
    PhoneNumbers: '15300000001',
    RegionId: 'cn-hangzhou',
    SignName: '阿里云短信测试专用',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
    SignatureVersion: '1.0',
    TemplateCode: 'SMS_71390007',
    TemplateParam: '{"customer":"test"}',
    Timestamp: '2017-07-12T02:42:19Z',
    Version: '2017-05-25',
  };
  assert.equal(aliyunSignature('GET', params, 'testSecret'), 'zJDF+Lrzhj/ThnlvIToysFRq6t4=');
});

test('percent-encoding is RFC 3986: space %20, * %2A, ~ kept', () => {
  assert.equal(percentEncode("a b*~!'()"), 'a%20b%2A~%21%27%28%29');
});

test('云片: the template filled behind the signature', () => {
  assert.equal(yunpianText('您的验证码是#code#', '融资租赁', { code: '1234' }), '【融资租赁】您的验证码是1234');
  assert.equal(yunpianText('【已签】#x#到期', '融资租赁', {}), '【已签】#x#到期');
});
