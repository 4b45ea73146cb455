/**
 * Hardware presets: named SSD and SLC configurations (Delta snapshots's (docs/papers.md#delta-snapshots) DiskSim device, a scaled copy for quick runs,
 * the datasheet SLC partial-program limit) that new studies and the study editor apply to a study's hardware.
 * Non-UI, so batch code and tests use the same definitions as the preference page.
 */
package org.snapwear.study.presets;
