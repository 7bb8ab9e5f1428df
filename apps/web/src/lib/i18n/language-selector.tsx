import CheckRounded from '@mui/icons-material/CheckRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { locales } from '@navgan/domain/locales';
import { useTranslation } from 'react-i18next';
import { usePopupTrigger } from '../ui/use-popup-trigger';
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
  const menu = usePopupTrigger();
  const triggerProps = { 'aria-label': t('language.change'), ...menu.triggerProps };
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
      <Menu id={menu.popupId} anchorEl={menu.anchor} open={menu.open} onClose={menu.close}>
        {locales.map((option) => (
          <MenuItem
            key={option}
            selected={option === locale}
            lang={option}
            onClick={() => {
              menu.close();
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
