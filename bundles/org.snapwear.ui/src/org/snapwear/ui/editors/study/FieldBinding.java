package org.snapwear.ui.editors.study;

import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EEnumLiteral;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.forms.IMessageManager;
import org.eclipse.ui.forms.widgets.FormToolkit;

/**
 * One model attribute shown as a widget: a text field (numbers, strings), a combo (enums, or strings with
 * suggested values such as codec ids) or a check box (booleans). Every change the user makes goes through the
 * editing domain as a {@link SetCommand}; {@link #refresh} copies the model value back after undo/redo. A text
 * that does not parse is not written to the model: the field is marked with the reason instead.
 * <p>
 * The target object is supplied lazily, so detail panes (the selected scheme, the selected source) can bind once
 * and follow the selection.
 */
public final class FieldBinding {
    /** Widget width for numbers: wide enough for 0.000025 or 10000000000 without wasting the row. */
    static final int NUMBER_WIDTH = 130;
    static final int TEXT_WIDTH = 320;
    static final int COMBO_WIDTH = 170;

    private final EditingDomain domain;
    private final Supplier<? extends EObject> target;
    private final EAttribute attribute;
    private final String label;
    private final Control control;
    private final IMessageManager messages;
    private boolean refreshing;
    /** A parse message is on the field (removing messages re-lays out the form, so only when needed). */
    private boolean parseMessageShown;

    private FieldBinding(EditingDomain domain, Supplier<? extends EObject> target, EAttribute attribute, String label,
            Control control, IMessageManager messages) {
        this.domain = domain;
        this.target = target;
        this.attribute = attribute;
        this.label = label;
        this.control = control;
        this.messages = messages;
    }

    /**
     * Creates label, widget and unit label in three columns of {@code parent} and binds them.
     *
     * @param choices for a string attribute: values offered in an editable combo (null for a plain text field)
     * @param unit    shown after the widget ("ms", "bytes"), or null
     */
    public static FieldBinding create(FormToolkit toolkit, Composite parent, EditingDomain domain,
            Supplier<? extends EObject> target, EAttribute attribute, String label, String unit, List<String> choices,
            IMessageManager messages) {
        Label l = toolkit.createLabel(parent, NLS.bind(Messages.Field_label, label));
        l.setLayoutData(new GridData(SWT.LEFT, SWT.CENTER, false, false));
        Control c;
        Class<?> type = attribute.getEAttributeType().getInstanceClass();
        if (type == boolean.class || type == Boolean.class) {
            // The label column carries the text, so the check box itself has none.
            c = toolkit.createButton(parent, "", SWT.CHECK);
        } else if (attribute.getEAttributeType() instanceof EEnum || choices != null) {
            Combo combo = new Combo(parent, SWT.DROP_DOWN | (choices != null ? 0 : SWT.READ_ONLY));
            toolkit.adapt(combo, true, false);
            if (attribute.getEAttributeType() instanceof EEnum e) {
                for (EEnumLiteral lit : e.getELiterals()) {
                    combo.add(lit.getLiteral());
                }
            } else {
                choices.forEach(combo::add);
            }
            c = combo;
        } else {
            c = toolkit.createText(parent, "", SWT.SINGLE | (isNumber(type) ? SWT.RIGHT : SWT.LEFT));
        }
        // Only free text stretches with the column; numbers and choices keep their own width.
        boolean freeText = c instanceof Text && !isNumber(type);
        GridData gd = new GridData(freeText ? SWT.FILL : SWT.LEFT, SWT.CENTER, false, false);
        // Room for the validation decoration at the widget's top left.
        gd.horizontalIndent = 8;
        gd.widthHint = c instanceof Button ? SWT.DEFAULT
                : c instanceof Combo ? COMBO_WIDTH : (isNumber(type) ? NUMBER_WIDTH : TEXT_WIDTH);
        if (freeText && unit == null) {
            // Names and paths take the unit column too, so short number fields keep their units close by.
            gd.horizontalSpan = 2;
            c.setLayoutData(gd);
        } else {
            c.setLayoutData(gd);
            Label u = toolkit.createLabel(parent, unit == null ? "" : unit);
            u.setLayoutData(new GridData(SWT.LEFT, SWT.CENTER, false, false));
        }
        FieldBinding b = new FieldBinding(domain, target, attribute, label, c, messages);
        b.hook();
        b.refresh();
        return b;
    }

    private static boolean isNumber(Class<?> type) {
        return type == int.class || type == long.class || type == double.class || type == Integer.class
                || type == Long.class || type == Double.class;
    }

    private void hook() {
        if (control instanceof Button b) {
            b.addListener(SWT.Selection, e -> commit());
        } else if (control instanceof Combo c) {
            c.addListener(SWT.Selection, e -> commit());
            c.addListener(SWT.DefaultSelection, e -> commit());
            c.addListener(SWT.FocusOut, e -> commit());
        } else {
            // Commit on Enter or when the field loses focus, not per keystroke: one undo step per edit.
            control.addListener(SWT.DefaultSelection, e -> commit());
            control.addListener(SWT.FocusOut, e -> commit());
        }
    }

    public EAttribute attribute() {
        return attribute;
    }

    public Control control() {
        return control;
    }

    public String label() {
        return label;
    }

    /** The object currently edited, or null (empty detail pane). */
    public EObject target() {
        return target.get();
    }

    /** Copies the model value into the widget (after undo/redo, selection changes, external edits). */
    public void refresh() {
        EObject o = target.get();
        refreshing = true;
        try {
            control.setEnabled(o != null);
            Object v = o == null ? null : o.eGet(attribute);
            if (control instanceof Button b) {
                b.setSelection(Boolean.TRUE.equals(v));
            } else if (control instanceof Combo c) {
                String s = v == null ? "" : toText(v);
                if (!s.equals(c.getText())) {
                    c.setText(s);
                }
            } else {
                Text t = (Text) control;
                String s = v == null ? "" : toText(v);
                if (!s.equals(t.getText())) {
                    t.setText(s);
                }
            }
            clearParseMessage();
        } finally {
            refreshing = false;
        }
    }

    /** Reads the widget and, if the value differs from the model's, executes a SetCommand. */
    public void commit() {
        EObject o = target.get();
        if (refreshing || o == null || control.isDisposed()) {
            return;
        }
        Object value;
        if (control instanceof Button b) {
            value = b.getSelection();
        } else {
            String text = control instanceof Combo c ? c.getText() : ((Text) control).getText();
            try {
                value = parse(text.trim());
            } catch (RuntimeException e) {
                messages.addMessage(parseKey(),
                        NLS.bind(Messages.Field_invalid, new Object[] {label, text, expected()}), null,
                        org.eclipse.jface.dialogs.IMessageProvider.ERROR, control);
                parseMessageShown = true;
                return;
            }
        }
        clearParseMessage();
        if (Objects.equals(value, o.eGet(attribute))) {
            return;
        }
        Command cmd = SetCommand.create(domain, o, attribute, value);
        if (cmd.canExecute()) {
            domain.getCommandStack().execute(cmd);
        }
    }

    private Object parse(String text) {
        EDataType t = attribute.getEAttributeType();
        Class<?> c = t.getInstanceClass();
        if (c == String.class) {
            return text.isEmpty() ? null : text;
        }
        if (t instanceof EEnum e) {
            EEnumLiteral lit = e.getEEnumLiteralByLiteral(text);
            if (lit == null) {
                throw new IllegalArgumentException(text);
            }
            return lit.getInstance();
        }
        // Accept digit grouping as users type it ("16,384", "1_000").
        String plain = isNumber(c) ? text.replace(",", "").replace("_", "") : text;
        if ((c == double.class || c == Double.class)) {
            double d = Double.parseDouble(plain);
            if (Double.isNaN(d)) {
                throw new NumberFormatException("NaN");
            }
            return d;
        }
        return EcoreUtil.createFromString(t, plain);
    }

    private String expected() {
        Class<?> c = attribute.getEAttributeType().getInstanceClass();
        if (c == int.class || c == long.class) {
            return Messages.Field_aWholeNumber;
        }
        if (c == double.class) {
            return Messages.Field_aNumber;
        }
        return Messages.Field_aValidValue;
    }

    /** Lets the widget take the rest of the row (names, descriptions, paths). */
    public FieldBinding fill() {
        ((GridData) control.getLayoutData()).grabExcessHorizontalSpace = true;
        return this;
    }

    private String toText(Object v) {
        // Integers with digit grouping (16,384 blocks), decimals without exponent (0.000025 ms, not 2.5E-5).
        if (v instanceof Integer || v instanceof Long) {
            return String.format(java.util.Locale.ROOT, "%,d", ((Number) v).longValue());
        }
        if (v instanceof Double d && !d.isInfinite() && !d.isNaN()) {
            return groupDigits(java.math.BigDecimal.valueOf(d).toPlainString());
        }
        if (v instanceof EEnumLiteral lit) {
            return lit.getLiteral();
        }
        if (attribute.getEAttributeType() instanceof EEnum) {
            return v.toString();
        }
        return EcoreUtil.convertToString(attribute.getEAttributeType(), v);
    }

    /** "100000000" -> "100,000,000", "16384.5" -> "16,384.5"; fractions untouched (parse drops the commas). */
    static String groupDigits(String plain) {
        int dot = plain.indexOf('.');
        String intPart = dot < 0 ? plain : plain.substring(0, dot);
        String rest = dot < 0 ? "" : plain.substring(dot);
        boolean negative = intPart.startsWith("-");
        String digits = negative ? intPart.substring(1) : intPart;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < digits.length(); i++) {
            if (i > 0 && (digits.length() - i) % 3 == 0) {
                sb.append(',');
            }
            sb.append(digits.charAt(i));
        }
        return (negative ? "-" : "") + sb + rest;
    }

    private void clearParseMessage() {
        if (parseMessageShown) {
            messages.removeMessage(parseKey(), control);
            parseMessageShown = false;
        }
    }

    private Object parseKey() {
        return "parse:" + attribute.getName();
    }
}
