import type { TestCaseInput } from '../../evaluation/schema';
import { ask, compliant, says, short } from './build';

/** After-sales: returns, damage, shipping, storage (the after-sales skill's policy). */
export const serviceCases: TestCaseInput[] = [
  ask(
    'return-opened',
    '拆封后想退',
    'longjing',
    '拆开喝了一次不喜欢，能退吗？',
    ['after-sales', 'returns'],
    [says('拆封', '拆开'), says('不支持', '不能', '不可以', '没办法', '无法'), compliant],
  ),
  ask(
    'return-unopened',
    '未拆封七天退换',
    'longjing',
    '没拆封的话七天内能退吗？',
    ['after-sales', 'returns'],
    [says('可以', '能退', '支持'), short],
  ),
  ask(
    'damaged-box',
    '收到破损',
    'longjing',
    '收到的时候盒子压坏了怎么办？',
    ['after-sales'],
    [says('拍照', '拍个照', '照片'), says('补发', '包赔', '赔')],
  ),
  ask(
    'shipping-fee',
    '运费和快递',
    'dianhong',
    '包邮吗？发什么快递？',
    ['after-sales', 'shipping'],
    [says('包邮'), says('顺丰')],
  ),
  ask(
    'longjing-storage',
    '龙井怎么储存',
    'longjing',
    '龙井买回去怎么存？',
    ['after-sales', 'storage'],
    [says('冷藏'), says('密封', '避光', '防潮')],
  ),
];
