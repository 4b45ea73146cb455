/** Snapwear preferences: the hardware preset used for new studies, and the preference pages. */
package org.snapwear.ui.preferences;
