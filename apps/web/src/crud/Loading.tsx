import { Flex, Spin } from 'antd';

/** The spinner shown while what a dialog or drawer needs loads. */
export function Loading() {
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spin />
    </Flex>
  );
}
