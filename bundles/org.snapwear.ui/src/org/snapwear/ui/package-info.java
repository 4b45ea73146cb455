/**
 * The Snapwear RCP application: workbench advisors, menus and the Snapwear perspective. The top of the UI
 * bundle's package layers (see docs/ARCHITECTURE.md, "UI package layering"): it may use every other
 * org.snapwear.ui package and none of them uses it; what they share lives in {@code org.snapwear.ui.core}.
 */
package org.snapwear.ui;
