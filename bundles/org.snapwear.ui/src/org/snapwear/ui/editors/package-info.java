/**
 * What the workbench's editors share: {@link org.snapwear.ui.editors.ReadOnlyFormEditor} for the editors that show
 * a computed page (start page, run overview). The study editor is in {@code editors.study}, the run overview in
 * {@code editors.overview}.
 */
package org.snapwear.ui.editors;
