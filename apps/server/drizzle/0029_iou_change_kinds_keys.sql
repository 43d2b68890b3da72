-- 借据变更's 变更内容 holds the changing fields' keys (IOU_CHANGE_KINDS), shown in each reader's language; records
-- written before kept the Chinese names joined by 、.
UPDATE fl_iou_change SET change_kinds = (
  SELECT string_agg(CASE k
      WHEN '还款日' THEN 'newDueDay' WHEN '利率' THEN 'newAnnualRate' WHEN '还款账户' THEN 'newAccount'
      WHEN '罚息率' THEN 'newPenaltyRate' WHEN '冲抵顺序' THEN 'newAllocationOrder' WHEN '客户经理' THEN 'newOwner'
      ELSE k END, ',' ORDER BY n)
  FROM unnest(string_to_array(change_kinds, '、')) WITH ORDINALITY AS t(k, n)
) WHERE change_kinds LIKE '%、%' OR change_kinds IN ('还款日', '利率', '还款账户', '罚息率', '冲抵顺序', '客户经理');
