import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format/number';
import { useLocale } from '../lib/i18n/use-locale';

interface ListPagerProps {
  page: number;
  pages: number;
  onChange(page: number): void;
}

/** Page numbers in the locale's digits; hidden when everything fits on one page (spec section 9). */
export function ListPager({ page, pages, onChange }: ListPagerProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  if (pages <= 1) return null;
  return (
    <Pagination
      page={Math.min(page, pages)}
      count={pages}
      onChange={(_event, next) => onChange(next)}
      color="primary"
      shape="rounded"
      siblingCount={phone ? 0 : 1}
      showFirstButton={!phone}
      showLastButton={!phone}
      aria-label={t('resource.pagination')}
      getItemAriaLabel={(type, item) => {
        switch (type) {
          case 'first':
            return t('resource.firstPage');
          case 'last':
            return t('resource.lastPage');
          case 'next':
            return t('resource.nextPage');
          case 'previous':
            return t('resource.previousPage');
          default:
            return t('resource.goToPage', { page: formatNumber(item ?? 0, locale) });
        }
      }}
      renderItem={(item) => (
        <PaginationItem {...item} page={item.page === null ? null : formatNumber(item.page, locale)} />
      )}
      sx={{ display: 'flex', justifyContent: 'center', py: 2, '& ul': { justifyContent: 'center' } }}
    />
  );
}
