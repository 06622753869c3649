import { z } from 'zod';
import { harnessParams } from '../shared/params';

const idParam = (what: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,14}$/, `Use a ${what} id like 3.`)
    .transform(Number);

export const webhookParams = harnessParams.extend({ wid: idParam('webhook') });

export const deliveryParams = webhookParams.extend({ did: idParam('delivery') });
