import { ReloadOutlined } from '@ant-design/icons';
import { l } from '@flp/shared/resources';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Button, Tooltip } from 'antd';
import { businessStamp } from '../../config/time';
import { useLoc } from '../../crud/labels';

const W = {
  computedAt: l('数据时间', 'Figures as of'),
  refresh: l('刷新数据', 'Refresh the figures'),
};

/**
 * When the home page's figures were computed — the server computes them at each request, so the time they were
 * fetched, in the business time zone — and 刷新, which asks the server again for every figure on the page (the
 * `newIndex` queries: the business overview and 我的事务's counts). A figure kept while the tab stayed open says
 * how old it is.
 */
export function FiguresAsOf({ at }: { at: number }) {
  const loc = useLoc();
  const client = useQueryClient();
  const fetching = useIsFetching({ queryKey: ['newIndex'] }) > 0;
  return (
    <span className="wel-as-of" data-testid="figures-as-of">
      {at > 0 && `${loc(W.computedAt)} ${businessStamp(at)}`}
      <Tooltip title={loc(W.refresh)}>
        <Button
          type="link"
          size="small"
          icon={<ReloadOutlined spin={fetching} />}
          aria-label={loc(W.refresh)}
          data-testid="figures-refresh"
          onClick={() => void client.invalidateQueries({ queryKey: ['newIndex'] })}
        />
      </Tooltip>
    </span>
  );
}
