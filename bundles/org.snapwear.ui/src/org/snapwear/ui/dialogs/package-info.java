/**
 * Dialogs of the Snapwear window.
 */
package org.snapwear.ui.dialogs;
