/**
 * Workbench views. They render what the engine bundles compute; they compute nothing batch runs would lack.
 */
package org.snapwear.ui.views;
