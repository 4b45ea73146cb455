/**
 * What every layer of the workbench shares and nothing in it depends on: the error log ({@link
 * org.snapwear.ui.core.UiLog}), the one-line wording of failures ({@link org.snapwear.ui.core.ErrorLines}), the
 * recent-files lists ({@link org.snapwear.ui.core.RecentFiles}) and the command ids of plugin.xml
 * ({@link org.snapwear.ui.core.CommandIds}). It depends on no other org.snapwear.ui package, which is what breaks
 * the cycles that went through the bundle's root package and through the command ids.
 */
package org.snapwear.ui.core;
