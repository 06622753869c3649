import type { LiveContext } from '../../../harness';
import { NumberField, TextAreaField, TextField } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import { sampleProducts } from '../model/scenes';

type Product = NonNullable<LiveContext['product']>;

interface Props {
  product: LiveContext['product'];
  onChange: (product: LiveContext['product']) => void;
  errorsAt: (pointer: string) => string[];
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The product on screen: one of the samples, then any field changed by hand. */
export function ProductFields({ product, onChange, errorsAt }: Props) {
  const t = useT();
  const set = (patch: Partial<Product>) => product && onChange({ ...product, ...patch });
  const pick = (id: string) => {
    const sample = sampleProducts.find((p) => p.id === id);
    onChange(sample ? structuredClone(sample) : undefined);
  };
  const known = product && sampleProducts.some((p) => p.id === product.id);
  return (
    <fieldset className="group">
      <legend>{t('preview.product')}</legend>
      <div className="field">
        <label htmlFor="preview-product-pick">{t('preview.productPick')}</label>
        <select
          id="preview-product-pick"
          value={product?.id ?? ''}
          onChange={(e) => pick(e.target.value)}
        >
          <option value="">{t('preview.productNone')}</option>
          {product && !known && <option value={product.id}>{product.name}</option>}
          {sampleProducts.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      {product && (
        <>
          <TextField
            pointer="/context/product/name"
            label={t('preview.productName')}
            value={product.name}
            onChange={(name) => set({ name })}
            errors={errorsAt('/product/name')}
          />
          <div className="field-row">
            <NumberField
              pointer="/context/product/price"
              label={t('preview.productPrice')}
              value={product.price}
              min={0}
              onChange={(price) => set({ price: price ?? Number.NaN })}
              errors={errorsAt('/product/price')}
            />
            <NumberField
              pointer="/context/product/listPrice"
              label={t('preview.productListPrice')}
              value={product.listPrice}
              min={0}
              onChange={(listPrice) => set({ listPrice })}
              errors={errorsAt('/product/listPrice')}
            />
            <NumberField
              pointer="/context/product/stock"
              label={t('preview.productStock')}
              value={product.stock}
              min={0}
              step={1}
              onChange={(stock) => set({ stock })}
              errors={errorsAt('/product/stock')}
            />
          </div>
          <TextField
            pointer="/context/product/id"
            label={t('preview.productId')}
            value={product.id}
            onChange={(id) => set({ id })}
            errors={errorsAt('/product/id')}
          />
          <TextAreaField
            pointer="/context/product/highlights"
            label={t('preview.productHighlights')}
            hint={t('preview.onePerLine')}
            rows={3}
            value={(product.highlights ?? []).join('\n')}
            onChange={(text) => set({ highlights: lines(text) })}
            errors={errorsAt('/product/highlights')}
          />
        </>
      )}
    </fieldset>
  );
}
