/**
 * The product's design system and the components shared by the three apps. Every export is named and free of
 * side effects (styles come from '@app/ui/styles.css'), so an app's bundle keeps only what it uses.
 * The component gallery is not exported here: the back office loads it from its own lazy route.
 */
export { now, useNow, NOW_REFRESH_MS } from './clock';
export { NotFoundPage } from './not-found-page';
export { PageLoader } from './page-loader';
export { ToastProvider, useToast, TOAST_DURATIONS } from './toast-provider';
export type { Toast, ToastApi, ToastKind, ToastOptions } from './toast-provider';
export { useErrorToast } from './use-error-toast';
export type { ErrorToast } from './use-error-toast';
export { Modal } from './modal';
export type { ModalProps } from './modal';
export { ErrorBoundary, ErrorPanel } from './error-boundary';
export type { ErrorPanelProps } from './error-boundary';
export { ConnectionWatcher } from './connection-watcher';
export { Badge } from './badge';
export type { BadgeProps, BadgeTone } from './badge';
export { STATUS_ICONS, STATUS_LABELS } from './status';
export type { StatusKind } from './status';

export { Button } from './components/button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/button';
export { IconButton } from './components/icon-button';
export type { IconButtonProps } from './components/icon-button';
export { TextField } from './components/text-field';
export type { TextFieldProps } from './components/text-field';
export { Select } from './components/select';
export type { SelectProps } from './components/select';
export type { Option } from './components/list-box-options';
export { ToggleChips } from './components/toggle-chips';
export type { ToggleChipsProps } from './components/toggle-chips';
export { Checkbox } from './components/checkbox';
export type { CheckboxProps } from './components/checkbox';
export { Switch } from './components/switch';
export type { SwitchProps } from './components/switch';
export { RadioGroup } from './components/radio-group';
export type { RadioGroupProps, RadioOption } from './components/radio-group';
export { Tabs } from './components/tabs';
export type { TabItem, TabsProps } from './components/tabs';
export { Dialog, DialogTrigger } from './components/dialog';
export type { DialogProps } from './components/dialog';
export { Sheet } from './components/sheet';
export type { SheetProps } from './components/sheet';
export { Menu } from './components/menu';
export type { MenuAction, MenuProps } from './components/menu';
export { ComboBox } from './components/combo-box';
export type { ComboBoxProps } from './components/combo-box';
export { DatePicker } from './components/date-picker';
export type { DatePickerProps } from './components/date-picker';
export { Card } from './components/card';
export type { CardProps } from './components/card';
export { Table } from './components/table';
export type { TableColumn, TableProps } from './components/table';
export { EmptyState } from './components/empty-state';
export type { EmptyStateProps } from './components/empty-state';
export { Skeleton } from './components/skeleton';
export type { SkeletonProps } from './components/skeleton';
export { Stepper } from './components/stepper';
export { StatTile, StatGrid } from './components/stat-tile';
export type { StatTileProps } from './components/stat-tile';
export type { StepperProps } from './components/stepper';

export { PwaBanners } from './pwa/pwa-banners';
export type { PwaBannersProps } from './pwa/pwa-banners';
export { InstallBanner } from './pwa/install-banner';
export type { InstallBannerProps, InstallBannerTexts } from './pwa/install-banner';
export { UpdateBanner, DEFAULT_UPDATE_TEXTS } from './pwa/update-banner';
export type { UpdateBannerProps, UpdateBannerTexts } from './pwa/update-banner';
export { AppUpdateBanner } from './pwa/app-update-banner';
export { useInstallPrompt } from './pwa/use-install-prompt';
export { windowInstallPromptStore } from './pwa/install-prompt-store';
export type { InstallPrompt } from './pwa/use-install-prompt';
export { useServiceWorkerUpdate } from './pwa/use-service-worker-update';
export type { ServiceWorkerUpdate, ServiceWorkerUpdateOptions } from './pwa/use-service-worker-update';
export { UPDATE_CHECK_MS } from './pwa/service-worker-updates';
export { INSTALL_BANNER_DELAY_MS } from './pwa/use-install-banner';
