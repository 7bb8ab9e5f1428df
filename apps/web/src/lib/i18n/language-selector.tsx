import TranslateRounded from '@mui/icons-material/TranslateRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopupTrigger } from '../ui/use-popup-trigger';
import { useChangeLocale } from './use-change-locale';
import { useLocale } from './use-locale';

// Menu, Popover and their transitions are a tenth of the login route's JavaScript: load on first open.
const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));

/**
 * fa / en / tr. `compact` shows only the icon (top bar on phones). No Tooltip here: it would pull
 * Popper into the login page's bundle.
 */
export function LanguageSelector({
  compact = false,
  color = 'inherit',
}: {
  compact?: boolean;
  color?: 'inherit' | 'primary';
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const changeLocale = useChangeLocale();
  const menu = usePopupTrigger();
  const [wanted, setWanted] = useState(false);
  const triggerProps = {
    'aria-label': t('language.change'),
    ...menu.triggerProps,
    onClick: (event: React.MouseEvent<HTMLElement>) => {
      setWanted(true);
      menu.triggerProps.onClick(event);
    },
  };
  return (
    <>
      {compact ? (
        <IconButton color={color} title={t('language.change')} {...triggerProps}>
          <TranslateRounded />
        </IconButton>
      ) : (
        <Button color={color} startIcon={<TranslateRounded />} {...triggerProps}>
          {t(`language.${locale}`)}
        </Button>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <LanguageMenu
            id={menu.popupId}
            anchor={menu.anchor}
            current={locale}
            onClose={menu.close}
            onChoose={changeLocale}
          />
        </Suspense>
      )}
    </>
  );
}
