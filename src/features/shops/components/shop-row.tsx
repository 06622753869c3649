import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import type { ShopRecord } from '../types';
import { ShopTagsEditor } from './shop-tags-editor';

interface Props {
  shop: ShopRecord;
  href: string;
  canManage: boolean;
}

export function ShopRow({ shop, href, canManage }: Props) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  return (
    <tr>
      <th scope="row">
        <Link to={href}>{shop.name}</Link>
      </th>
      <td>
        <code>{shop.shopId}</code>
      </td>
      <td>
        {editing ? (
          <ShopTagsEditor shop={shop} onDone={() => setEditing(false)} />
        ) : (
          <>
            {shop.tags.map((tag) => (
              <span key={tag} className="badge">
                {tag}
              </span>
            ))}{' '}
            {canManage && (
              <button
                type="button"
                aria-label={t('shops.editTagsOf', { name: shop.name })}
                onClick={() => setEditing(true)}
              >
                {t('shops.editTags')}
              </button>
            )}
          </>
        )}
      </td>
      <td>
        {shop.overlayVersion === null
          ? t('shops.baseOnly')
          : t('shops.overlayVersionShort', { version: shop.overlayVersion })}
      </td>
    </tr>
  );
}
