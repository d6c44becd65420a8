import * as migration_20261121_194448_initial from './20261121_194448_initial';
import * as migration_20261121_202713_salon_area from './20261121_202713_salon_area';
import * as migration_20261121_223021_overlays from './20261121_223021_overlays';
import * as migration_20261121_225716_booking from './20261121_225716_booking';
import * as migration_20261121_231755_callbacks from './20261121_231755_callbacks';
import * as migration_20261121_235645_booking_holds from './20261121_235645_booking_holds';
import * as migration_20261123_100522_search_terms_text_language from './20261123_100522_search_terms_text_language';
import * as migration_20261123_155109_provider_grants from './20261123_155109_provider_grants';
import * as migration_20261123_155955_auth_codes_outside from './20261123_155955_auth_codes_outside';
import * as migration_20261123_171449_time_blocks from './20261123_171449_time_blocks';
import * as migration_20261123_183459_front_desk from './20261123_183459_front_desk';
import * as migration_20261123_194830_wordpress_origin from './20261123_194830_wordpress_origin';
import * as migration_20261123_195838_wordpress_origin_articles from './20261123_195838_wordpress_origin_articles';
import * as migration_20261123_200402_wordpress_origin_employees from './20261123_200402_wordpress_origin_employees';
import * as migration_20261123_200839_wordpress_origin_vacancies from './20261123_200839_wordpress_origin_vacancies';
import * as migration_20261123_203600_wordpress_runs from './20261123_203600_wordpress_runs';
import * as migration_20261123_213918_wordpress_origin_pages from './20261123_213918_wordpress_origin_pages';
import * as migration_20261123_214438_redirects from './20261123_214438_redirects';
import * as migration_20261125_172433_client_limits from './20261125_172433_client_limits';
import * as migration_20261125_204150_users_unused_auth_columns from './20261125_204150_users_unused_auth_columns';
import * as migration_20261126_031408_payments from './20261126_031408_payments';
import * as migration_20261126_062255_vouchers from './20261126_062255_vouchers';
import * as migration_20261126_070754_voucher_sales from './20261126_070754_voucher_sales';
import * as migration_20261126_083208_till from './20261126_083208_till';
import * as migration_20261126_092622_gift_voucher_settings from './20261126_092622_gift_voucher_settings';
import * as migration_20261126_093313_voucher_redeem from './20261126_093313_voucher_redeem';
import * as migration_20261126_115637_client_balance_online from './20261126_115637_client_balance_online';
import * as migration_20261126_124612_data_log_and_backup_job from './20261126_124612_data_log_and_backup_job';
import * as migration_20261126_130422_client_import from './20261126_130422_client_import';
import * as migration_20261126_132239_wp_tolerant from './20261126_132239_wp_tolerant';
import * as migration_20261126_152712_client_erasure from './20261126_152712_client_erasure';
import * as migration_20261126_162208_marketing_consent from './20261126_162208_marketing_consent';
import * as migration_20261126_184321_processing_time from './20261126_184321_processing_time';
import * as migration_20261126_200236_stylist_accounts from './20261126_200236_stylist_accounts';
import * as migration_20261126_202622_waitlist from './20261126_202622_waitlist';
import * as migration_20261126_220440_calendar_colours from './20261126_220440_calendar_colours';
import * as migration_20261127_013537_appointment_item_options from './20261127_013537_appointment_item_options';
import * as migration_20261127_021938_site_settings_maps from './20261127_021938_site_settings_maps';
import * as migration_20261127_025557_media_card_sizes from './20261127_025557_media_card_sizes';

export const migrations = [
  {
    up: migration_20261121_194448_initial.up,
    down: migration_20261121_194448_initial.down,
    name: '20261121_194448_initial',
  },
  {
    up: migration_20261121_202713_salon_area.up,
    down: migration_20261121_202713_salon_area.down,
    name: '20261121_202713_salon_area',
  },
  {
    up: migration_20261121_223021_overlays.up,
    down: migration_20261121_223021_overlays.down,
    name: '20261121_223021_overlays',
  },
  {
    up: migration_20261121_225716_booking.up,
    down: migration_20261121_225716_booking.down,
    name: '20261121_225716_booking',
  },
  {
    up: migration_20261121_231755_callbacks.up,
    down: migration_20261121_231755_callbacks.down,
    name: '20261121_231755_callbacks',
  },
  {
    up: migration_20261121_235645_booking_holds.up,
    down: migration_20261121_235645_booking_holds.down,
    name: '20261121_235645_booking_holds',
  },
  {
    up: migration_20261123_100522_search_terms_text_language.up,
    down: migration_20261123_100522_search_terms_text_language.down,
    name: '20261123_100522_search_terms_text_language',
  },
  {
    up: migration_20261123_155109_provider_grants.up,
    down: migration_20261123_155109_provider_grants.down,
    name: '20261123_155109_provider_grants',
  },
  {
    up: migration_20261123_155955_auth_codes_outside.up,
    down: migration_20261123_155955_auth_codes_outside.down,
    name: '20261123_155955_auth_codes_outside',
  },
  {
    up: migration_20261123_171449_time_blocks.up,
    down: migration_20261123_171449_time_blocks.down,
    name: '20261123_171449_time_blocks',
  },
  {
    up: migration_20261123_183459_front_desk.up,
    down: migration_20261123_183459_front_desk.down,
    name: '20261123_183459_front_desk',
  },
  {
    up: migration_20261123_194830_wordpress_origin.up,
    down: migration_20261123_194830_wordpress_origin.down,
    name: '20261123_194830_wordpress_origin',
  },
  {
    up: migration_20261123_195838_wordpress_origin_articles.up,
    down: migration_20261123_195838_wordpress_origin_articles.down,
    name: '20261123_195838_wordpress_origin_articles',
  },
  {
    up: migration_20261123_200402_wordpress_origin_employees.up,
    down: migration_20261123_200402_wordpress_origin_employees.down,
    name: '20261123_200402_wordpress_origin_employees',
  },
  {
    up: migration_20261123_200839_wordpress_origin_vacancies.up,
    down: migration_20261123_200839_wordpress_origin_vacancies.down,
    name: '20261123_200839_wordpress_origin_vacancies',
  },
  {
    up: migration_20261123_203600_wordpress_runs.up,
    down: migration_20261123_203600_wordpress_runs.down,
    name: '20261123_203600_wordpress_runs',
  },
  {
    up: migration_20261123_213918_wordpress_origin_pages.up,
    down: migration_20261123_213918_wordpress_origin_pages.down,
    name: '20261123_213918_wordpress_origin_pages',
  },
  {
    up: migration_20261123_214438_redirects.up,
    down: migration_20261123_214438_redirects.down,
    name: '20261123_214438_redirects',
  },
  {
    up: migration_20261125_172433_client_limits.up,
    down: migration_20261125_172433_client_limits.down,
    name: '20261125_172433_client_limits',
  },
  {
    up: migration_20261125_204150_users_unused_auth_columns.up,
    down: migration_20261125_204150_users_unused_auth_columns.down,
    name: '20261125_204150_users_unused_auth_columns',
  },
  {
    up: migration_20261126_031408_payments.up,
    down: migration_20261126_031408_payments.down,
    name: '20261126_031408_payments',
  },
  {
    up: migration_20261126_062255_vouchers.up,
    down: migration_20261126_062255_vouchers.down,
    name: '20261126_062255_vouchers',
  },
  {
    up: migration_20261126_070754_voucher_sales.up,
    down: migration_20261126_070754_voucher_sales.down,
    name: '20261126_070754_voucher_sales',
  },
  {
    up: migration_20261126_083208_till.up,
    down: migration_20261126_083208_till.down,
    name: '20261126_083208_till',
  },
  {
    up: migration_20261126_092622_gift_voucher_settings.up,
    down: migration_20261126_092622_gift_voucher_settings.down,
    name: '20261126_092622_gift_voucher_settings',
  },
  {
    up: migration_20261126_093313_voucher_redeem.up,
    down: migration_20261126_093313_voucher_redeem.down,
    name: '20261126_093313_voucher_redeem',
  },
  {
    up: migration_20261126_115637_client_balance_online.up,
    down: migration_20261126_115637_client_balance_online.down,
    name: '20261126_115637_client_balance_online',
  },
  {
    up: migration_20261126_124612_data_log_and_backup_job.up,
    down: migration_20261126_124612_data_log_and_backup_job.down,
    name: '20261126_124612_data_log_and_backup_job',
  },
  {
    up: migration_20261126_130422_client_import.up,
    down: migration_20261126_130422_client_import.down,
    name: '20261126_130422_client_import',
  },
  {
    up: migration_20261126_132239_wp_tolerant.up,
    down: migration_20261126_132239_wp_tolerant.down,
    name: '20261126_132239_wp_tolerant',
  },
  {
    up: migration_20261126_152712_client_erasure.up,
    down: migration_20261126_152712_client_erasure.down,
    name: '20261126_152712_client_erasure',
  },
  {
    up: migration_20261126_162208_marketing_consent.up,
    down: migration_20261126_162208_marketing_consent.down,
    name: '20261126_162208_marketing_consent',
  },
  {
    up: migration_20261126_184321_processing_time.up,
    down: migration_20261126_184321_processing_time.down,
    name: '20261126_184321_processing_time',
  },
  {
    up: migration_20261126_200236_stylist_accounts.up,
    down: migration_20261126_200236_stylist_accounts.down,
    name: '20261126_200236_stylist_accounts',
  },
  {
    up: migration_20261126_202622_waitlist.up,
    down: migration_20261126_202622_waitlist.down,
    name: '20261126_202622_waitlist',
  },
  {
    up: migration_20261126_220440_calendar_colours.up,
    down: migration_20261126_220440_calendar_colours.down,
    name: '20261126_220440_calendar_colours',
  },
  {
    up: migration_20261127_013537_appointment_item_options.up,
    down: migration_20261127_013537_appointment_item_options.down,
    name: '20261127_013537_appointment_item_options'
  },
  {
    up: migration_20261127_021938_site_settings_maps.up,
    down: migration_20261127_021938_site_settings_maps.down,
    name: '20261127_021938_site_settings_maps',
  },
  {
    up: migration_20261127_025557_media_card_sizes.up,
    down: migration_20261127_025557_media_card_sizes.down,
    name: '20261127_025557_media_card_sizes'
  },
];
