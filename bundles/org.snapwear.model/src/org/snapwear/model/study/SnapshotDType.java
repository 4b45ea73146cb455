/**
 */
package org.snapwear.model.study;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Snapshot DType</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * Element type the generated snapshots are stored in (training is fp32).
 * <!-- end-model-doc -->
 * @see org.snapwear.model.study.SnapwearPackage#getSnapshotDType()
 * @model
 * @generated
 */
public enum SnapshotDType implements Enumerator {
	/**
	 * The '<em><b>Fp32</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IEEE single precision.
	 * <!-- end-model-doc -->
	 * @see #FP32_VALUE
	 * @generated
	 * @ordered
	 */
	FP32(0, "fp32", "fp32"),

	/**
	 * The '<em><b>Bf16</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * bfloat16.
	 * <!-- end-model-doc -->
	 * @see #BF16_VALUE
	 * @generated
	 * @ordered
	 */
	BF16(1, "bf16", "bf16"),

	/**
	 * The '<em><b>Fp16</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IEEE half precision.
	 * <!-- end-model-doc -->
	 * @see #FP16_VALUE
	 * @generated
	 * @ordered
	 */
	FP16(2, "fp16", "fp16");

	/**
	 * The '<em><b>Fp32</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IEEE single precision.
	 * <!-- end-model-doc -->
	 * @see #FP32
	 * @model name="fp32"
	 * @generated
	 * @ordered
	 */
	public static final int FP32_VALUE = 0;

	/**
	 * The '<em><b>Bf16</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * bfloat16.
	 * <!-- end-model-doc -->
	 * @see #BF16
	 * @model name="bf16"
	 * @generated
	 * @ordered
	 */
	public static final int BF16_VALUE = 1;

	/**
	 * The '<em><b>Fp16</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IEEE half precision.
	 * <!-- end-model-doc -->
	 * @see #FP16
	 * @model name="fp16"
	 * @generated
	 * @ordered
	 */
	public static final int FP16_VALUE = 2;

	/**
	 * An array of all the '<em><b>Snapshot DType</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final SnapshotDType[] VALUES_ARRAY =
		new SnapshotDType[] {
			FP32,
			BF16,
			FP16,
		};

	/**
	 * A public read-only list of all the '<em><b>Snapshot DType</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<SnapshotDType> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Snapshot DType</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static SnapshotDType get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			SnapshotDType result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Snapshot DType</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static SnapshotDType getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			SnapshotDType result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Snapshot DType</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static SnapshotDType get(int value) {
		switch (value) {
			case FP32_VALUE: return FP32;
			case BF16_VALUE: return BF16;
			case FP16_VALUE: return FP16;
		}
		return null;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final int value;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final String name;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final String literal;

	/**
	 * Only this class can construct instances.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private SnapshotDType(int value, String name, String literal) {
		this.value = value;
		this.name = name;
		this.literal = literal;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getValue() {
	  return value;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getName() {
	  return name;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getLiteral() {
	  return literal;
	}

	/**
	 * Returns the literal value of the enumerator, which is its string representation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		return literal;
	}
	
} //SnapshotDType
