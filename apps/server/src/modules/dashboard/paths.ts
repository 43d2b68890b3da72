// Where the dashboards' calls live: the spec's groups (business-domain §7 "newIndex: …", "Cockpit: …") under the
// /rzzl_qy/<group>/<group> pattern of the other business calls (loan/loan, iou/iou).
import { int, l } from '@flp/shared';

export const NEW_INDEX = '/api/rzzl_qy/newIndex/newIndex';
export const COCKPIT = '/api/rzzl_qy/cockpit/cockpit';
export const TAGS = ['Dashboards'];

/** The grants (menus.ts): the home page's business figures, and the cockpit's. */
export const HOME_PERMISSION = 'cockpit_home';
export const COCKPIT_PERMISSION = 'cockpit_view';

/** A calendar year; the business date's when absent. */
export const YEAR = int('year', l('年份', 'Year'), { minValue: 2000, maxValue: 2100 });
