import { checkPhone } from '@flp/shared/validate';
import { user } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userApi } from '../../api/system';
import { useLoc } from '../../crud';
import { useAuth } from '../../store/auth';
import { setStore } from '../../store/storage';
import { ImageUpload } from './ImageUpload';
import { WxFollow } from './WxFollow';

const fieldOf = (name: string) => user.fields.find((f) => f.name === name)!;

/** 个人信息 (/info/index): the signed-in user's own profile and password (spec §2 "User-info page"). */
export default function InfoPage() {
  const { t } = useTranslation();
  return (
    <Card>
      <Tabs
        items={[
          { key: 'info', label: t('system.info.personal'), children: <ProfileForm /> },
          { key: 'password', label: t('system.info.changePassword'), children: <PasswordForm /> },
        ]}
      />
    </Card>
  );
}

function ProfileForm() {
  const { t } = useTranslation();
  const loc = useLoc();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const info = useQuery({ queryKey: ['my-info'], queryFn: userApi.info, staleTime: Number.POSITIVE_INFINITY });
  const label = (name: string) => loc(fieldOf(name).label);
  const required = (name: string) => {
    const r = fieldOf(name).required;
    return r ? [{ required: true, whitespace: true, message: loc(r) }] : [];
  };
  const email = fieldOf('email');

  const save = async () => {
    let v: Record<string, string>;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const body = { avatar: v.avatar, qr: v.qr, name: v.name, realName: v.realName, phone: v.phone, email: v.email };
      await userApi.updateInfo(body);
      message.success(t('system.info.saved'));
      // The top bar shows the avatar and nick name of the stored user info.
      const u = useAuth.getState().userInfo;
      if (u) {
        const next = {
          ...u,
          avatar: v.avatar ?? u.avatar,
          nick_name: v.name ?? u.nick_name,
          real_name: v.realName ?? u.real_name,
        };
        setStore('userInfo', next);
        useAuth.setState({ userInfo: next });
      }
    } catch {
      // the HTTP client has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  if (info.isLoading)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  return (
    <Form
      form={form}
      initialValues={info.data}
      labelCol={{ flex: '140px' }}
      wrapperCol={{ flex: 1 }}
      style={{ maxWidth: 640 }}
      validateTrigger="onBlur"
    >
      <Form.Item name="avatar" label={label('avatar')} extra={t('system.info.avatarTip')}>
        <ImageUpload />
      </Form.Item>
      <Form.Item name="qr" label={t('system.info.qr')} extra={t('system.info.avatarTip')}>
        <ImageUpload />
      </Form.Item>
      <Form.Item label={t('system.info.wx')}>
        <WxFollow />
      </Form.Item>
      <Form.Item name="name" label={label('name')} rules={[...required('name'), { max: fieldOf('name').max }]}>
        <Input maxLength={fieldOf('name').max} />
      </Form.Item>
      <Form.Item
        name="realName"
        label={label('realName')}
        rules={[...required('realName'), { max: fieldOf('realName').max }]}
      >
        <Input maxLength={fieldOf('realName').max} />
      </Form.Item>
      <Form.Item name="account" label={t('system.info.account')}>
        <Input disabled />
      </Form.Item>
      <Form.Item
        name="phone"
        label={label('phone')}
        required
        rules={[
          {
            validator: (_r, v) => {
              const problem = checkPhone(v);
              return problem ? Promise.reject(new Error(loc(problem))) : Promise.resolve();
            },
          },
        ]}
      >
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item
        name="email"
        label={label('email')}
        rules={email.pattern ? [{ pattern: new RegExp(email.pattern.regex), message: loc(email.pattern.message) }] : []}
      >
        <Input maxLength={email.max} />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" loading={saving} onClick={save}>
          {t('common.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    let v: { oldPassword: string; newPassword: string; newPassword1: string };
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await userApi.updatePassword(v.oldPassword, v.newPassword, v.newPassword1);
      message.success(t('system.info.passwordChanged'));
      form.resetFields();
    } catch {
      // the HTTP client has shown the server's message
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form
      form={form}
      labelCol={{ flex: '140px' }}
      wrapperCol={{ flex: 1 }}
      style={{ maxWidth: 640 }}
      validateTrigger="onBlur"
    >
      <Form.Item
        name="oldPassword"
        label={t('system.info.oldPassword')}
        rules={[{ required: true, message: t('system.info.oldPasswordRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('system.info.newPassword')}
        rules={[{ required: true, message: t('system.info.newPasswordRequired') }, { max: 100 }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="newPassword1"
        label={t('system.info.newPassword1')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('system.info.newPassword1Required') },
          ({ getFieldValue }) => ({
            validator: (_r, v) =>
              !v || v === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('system.info.passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" loading={saving} onClick={save}>
          {t('common.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
