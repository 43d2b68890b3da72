/** Invoices as read from customers' files (`@flp/shared/invoice`): the shape, the checks, the QR code, the values. */
export * from './types';
export * from './values';
export * from './checks';
export * from './qr';
