/**
 * The Snapwear RCP application: workbench advisors, menus and the Snapwear perspective.
 */
package org.snapwear.ui;
