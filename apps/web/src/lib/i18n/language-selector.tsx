import CheckRounded from '@mui/icons-material/CheckRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { locales } from '@navgan/domain/locales';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeLocale } from './use-change-locale';
import { useLocale } from './use-locale';

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
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const triggerProps = {
    'aria-label': t('language.change'),
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onClick: (event: React.MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
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
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)}>
        {locales.map((option) => (
          <MenuItem
            key={option}
            selected={option === locale}
            lang={option}
            onClick={() => {
              setAnchor(null);
              changeLocale(option);
            }}
          >
            <ListItemIcon>{option === locale ? <CheckRounded fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{t(`language.${option}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
