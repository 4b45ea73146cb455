/**
 * Menu and toolbar actions of the Snapwear window.
 */
package org.snapwear.ui.actions;
