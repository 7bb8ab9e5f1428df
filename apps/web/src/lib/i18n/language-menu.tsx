import CheckRounded from '@mui/icons-material/CheckRounded';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type Locale, locales } from '@navgan/domain/locales';
import { useTranslation } from 'react-i18next';

/** The language selector's menu; loaded on first open (see language-selector). */
export function LanguageMenu({
  id,
  anchor,
  current,
  onClose,
  onChoose,
}: {
  id: string;
  anchor: HTMLElement | null;
  current: Locale;
  onClose: () => void;
  onChoose: (locale: Locale) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {locales.map((option) => (
        <MenuItem
          key={option}
          selected={option === current}
          lang={option}
          onClick={() => {
            onClose();
            onChoose(option);
          }}
        >
          <ListItemIcon>{option === current ? <CheckRounded fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{t(`language.${option}`)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
