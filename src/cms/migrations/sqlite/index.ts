import * as migration_20261121_194434_initial from './20261121_194434_initial';
import * as migration_20261121_202656_salon_area from './20261121_202656_salon_area';
import * as migration_20261121_223008_overlays from './20261121_223008_overlays';
import * as migration_20261121_225659_booking from './20261121_225659_booking';
import * as migration_20261121_231724_callbacks from './20261121_231724_callbacks';
import * as migration_20261121_235629_booking_holds from './20261121_235629_booking_holds';
import * as migration_20261123_100513_search_terms_text_language from './20261123_100513_search_terms_text_language';
import * as migration_20261123_155125_provider_grants from './20261123_155125_provider_grants';
import * as migration_20261123_155949_auth_codes_outside from './20261123_155949_auth_codes_outside';
import * as migration_20261123_171435_time_blocks from './20261123_171435_time_blocks';
import * as migration_20261123_183453_front_desk from './20261123_183453_front_desk';
import * as migration_20261123_194823_wordpress_origin from './20261123_194823_wordpress_origin';
import * as migration_20261123_195832_wordpress_origin_articles from './20261123_195832_wordpress_origin_articles';
import * as migration_20261123_200356_wordpress_origin_employees from './20261123_200356_wordpress_origin_employees';
import * as migration_20261123_200833_wordpress_origin_vacancies from './20261123_200833_wordpress_origin_vacancies';
import * as migration_20261123_203554_wordpress_runs from './20261123_203554_wordpress_runs';
import * as migration_20261123_213911_wordpress_origin_pages from './20261123_213911_wordpress_origin_pages';
import * as migration_20261123_214424_redirects from './20261123_214424_redirects';
import * as migration_20261125_172408_client_limits from './20261125_172408_client_limits';
import * as migration_20261125_204118_users_unused_auth_columns from './20261125_204118_users_unused_auth_columns';
import * as migration_20261126_031357_payments from './20261126_031357_payments';
import * as migration_20261126_062247_vouchers from './20261126_062247_vouchers';
import * as migration_20261126_070746_voucher_sales from './20261126_070746_voucher_sales';
import * as migration_20261126_083154_till from './20261126_083154_till';
import * as migration_20261126_092600_gift_voucher_settings from './20261126_092600_gift_voucher_settings';
import * as migration_20261126_093258_voucher_redeem from './20261126_093258_voucher_redeem';
import * as migration_20261126_115624_client_balance_online from './20261126_115624_client_balance_online';
import * as migration_20261126_124556_data_log_and_backup_job from './20261126_124556_data_log_and_backup_job';
import * as migration_20261126_130410_client_import from './20261126_130410_client_import';
import * as migration_20261126_132230_wp_tolerant from './20261126_132230_wp_tolerant';
import * as migration_20261126_152646_client_erasure from './20261126_152646_client_erasure';
import * as migration_20261126_162152_marketing_consent from './20261126_162152_marketing_consent';
import * as migration_20261126_184301_processing_time from './20261126_184301_processing_time';
import * as migration_20261126_200222_stylist_accounts from './20261126_200222_stylist_accounts';
import * as migration_20261126_202613_waitlist from './20261126_202613_waitlist';
import * as migration_20261126_220414_calendar_colours from './20261126_220414_calendar_colours';
import * as migration_20261127_013515_appointment_item_options from './20261127_013515_appointment_item_options';
import * as migration_20261127_021754_site_settings_maps from './20261127_021754_site_settings_maps';
import * as migration_20261127_025519_media_card_sizes from './20261127_025519_media_card_sizes';

export const migrations = [
  {
    up: migration_20261121_194434_initial.up,
    down: migration_20261121_194434_initial.down,
    name: '20261121_194434_initial',
  },
  {
    up: migration_20261121_202656_salon_area.up,
    down: migration_20261121_202656_salon_area.down,
    name: '20261121_202656_salon_area',
  },
  {
    up: migration_20261121_223008_overlays.up,
    down: migration_20261121_223008_overlays.down,
    name: '20261121_223008_overlays',
  },
  {
    up: migration_20261121_225659_booking.up,
    down: migration_20261121_225659_booking.down,
    name: '20261121_225659_booking',
  },
  {
    up: migration_20261121_231724_callbacks.up,
    down: migration_20261121_231724_callbacks.down,
    name: '20261121_231724_callbacks',
  },
  {
    up: migration_20261121_235629_booking_holds.up,
    down: migration_20261121_235629_booking_holds.down,
    name: '20261121_235629_booking_holds',
  },
  {
    up: migration_20261123_100513_search_terms_text_language.up,
    down: migration_20261123_100513_search_terms_text_language.down,
    name: '20261123_100513_search_terms_text_language',
  },
  {
    up: migration_20261123_155125_provider_grants.up,
    down: migration_20261123_155125_provider_grants.down,
    name: '20261123_155125_provider_grants',
  },
  {
    up: migration_20261123_155949_auth_codes_outside.up,
    down: migration_20261123_155949_auth_codes_outside.down,
    name: '20261123_155949_auth_codes_outside',
  },
  {
    up: migration_20261123_171435_time_blocks.up,
    down: migration_20261123_171435_time_blocks.down,
    name: '20261123_171435_time_blocks',
  },
  {
    up: migration_20261123_183453_front_desk.up,
    down: migration_20261123_183453_front_desk.down,
    name: '20261123_183453_front_desk',
  },
  {
    up: migration_20261123_194823_wordpress_origin.up,
    down: migration_20261123_194823_wordpress_origin.down,
    name: '20261123_194823_wordpress_origin',
  },
  {
    up: migration_20261123_195832_wordpress_origin_articles.up,
    down: migration_20261123_195832_wordpress_origin_articles.down,
    name: '20261123_195832_wordpress_origin_articles',
  },
  {
    up: migration_20261123_200356_wordpress_origin_employees.up,
    down: migration_20261123_200356_wordpress_origin_employees.down,
    name: '20261123_200356_wordpress_origin_employees',
  },
  {
    up: migration_20261123_200833_wordpress_origin_vacancies.up,
    down: migration_20261123_200833_wordpress_origin_vacancies.down,
    name: '20261123_200833_wordpress_origin_vacancies',
  },
  {
    up: migration_20261123_203554_wordpress_runs.up,
    down: migration_20261123_203554_wordpress_runs.down,
    name: '20261123_203554_wordpress_runs',
  },
  {
    up: migration_20261123_213911_wordpress_origin_pages.up,
    down: migration_20261123_213911_wordpress_origin_pages.down,
    name: '20261123_213911_wordpress_origin_pages',
  },
  {
    up: migration_20261123_214424_redirects.up,
    down: migration_20261123_214424_redirects.down,
    name: '20261123_214424_redirects',
  },
  {
    up: migration_20261125_172408_client_limits.up,
    down: migration_20261125_172408_client_limits.down,
    name: '20261125_172408_client_limits',
  },
  {
    up: migration_20261125_204118_users_unused_auth_columns.up,
    down: migration_20261125_204118_users_unused_auth_columns.down,
    name: '20261125_204118_users_unused_auth_columns',
  },
  {
    up: migration_20261126_031357_payments.up,
    down: migration_20261126_031357_payments.down,
    name: '20261126_031357_payments',
  },
  {
    up: migration_20261126_062247_vouchers.up,
    down: migration_20261126_062247_vouchers.down,
    name: '20261126_062247_vouchers',
  },
  {
    up: migration_20261126_070746_voucher_sales.up,
    down: migration_20261126_070746_voucher_sales.down,
    name: '20261126_070746_voucher_sales',
  },
  {
    up: migration_20261126_083154_till.up,
    down: migration_20261126_083154_till.down,
    name: '20261126_083154_till',
  },
  {
    up: migration_20261126_092600_gift_voucher_settings.up,
    down: migration_20261126_092600_gift_voucher_settings.down,
    name: '20261126_092600_gift_voucher_settings',
  },
  {
    up: migration_20261126_093258_voucher_redeem.up,
    down: migration_20261126_093258_voucher_redeem.down,
    name: '20261126_093258_voucher_redeem',
  },
  {
    up: migration_20261126_115624_client_balance_online.up,
    down: migration_20261126_115624_client_balance_online.down,
    name: '20261126_115624_client_balance_online',
  },
  {
    up: migration_20261126_124556_data_log_and_backup_job.up,
    down: migration_20261126_124556_data_log_and_backup_job.down,
    name: '20261126_124556_data_log_and_backup_job',
  },
  {
    up: migration_20261126_130410_client_import.up,
    down: migration_20261126_130410_client_import.down,
    name: '20261126_130410_client_import',
  },
  {
    up: migration_20261126_132230_wp_tolerant.up,
    down: migration_20261126_132230_wp_tolerant.down,
    name: '20261126_132230_wp_tolerant',
  },
  {
    up: migration_20261126_152646_client_erasure.up,
    down: migration_20261126_152646_client_erasure.down,
    name: '20261126_152646_client_erasure',
  },
  {
    up: migration_20261126_162152_marketing_consent.up,
    down: migration_20261126_162152_marketing_consent.down,
    name: '20261126_162152_marketing_consent',
  },
  {
    up: migration_20261126_184301_processing_time.up,
    down: migration_20261126_184301_processing_time.down,
    name: '20261126_184301_processing_time',
  },
  {
    up: migration_20261126_200222_stylist_accounts.up,
    down: migration_20261126_200222_stylist_accounts.down,
    name: '20261126_200222_stylist_accounts',
  },
  {
    up: migration_20261126_202613_waitlist.up,
    down: migration_20261126_202613_waitlist.down,
    name: '20261126_202613_waitlist',
  },
  {
    up: migration_20261126_220414_calendar_colours.up,
    down: migration_20261126_220414_calendar_colours.down,
    name: '20261126_220414_calendar_colours',
  },
  {
    up: migration_20261127_013515_appointment_item_options.up,
    down: migration_20261127_013515_appointment_item_options.down,
    name: '20261127_013515_appointment_item_options'
  },
  {
    up: migration_20261127_021754_site_settings_maps.up,
    down: migration_20261127_021754_site_settings_maps.down,
    name: '20261127_021754_site_settings_maps',
  },
  {
    up: migration_20261127_025519_media_card_sizes.up,
    down: migration_20261127_025519_media_card_sizes.down,
    name: '20261127_025519_media_card_sizes'
  },
];
