import { Card, Col, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../store/auth';

/** Home (the fixed first tab). The business dashboard fills it as those modules arrive. */
export default function WelPage() {
  const { t } = useTranslation();
  const user = useAuth((s) => s.userInfo);
  return (
    <Row gutter={[12, 12]}>
      <Col span={24}>
        <Card>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('wel.greeting', { name: user?.real_name || user?.account })}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t('wel.today', { date: dayjs().format('YYYY-MM-DD dddd') })}
          </Typography.Text>
        </Card>
      </Col>
    </Row>
  );
}
